-- expect: bytecode.lua:4: attempt to load a binary chunk (mode is 't')
-- Bytecode can break the VM's invariants: load takes text only.
local f, e = load('\27Lua\84\0\25\147\13\10\26\10')
error(e)
