-- expect-sandbox: sandbox_binary_load.lua:4: attempt to load a binary chunk
-- A precompiled chunk (it starts with ESC "Lua") must be refused.
local f, msg = load("\27LuaT\0\25\147\r\n\26\n")
if not f then error(msg) end
