-- expect: utf8_codes_run.lua:5: invalid UTF-8 code
-- The iterator of utf8.codes skipped any run of continuation bytes in one call.
local s = 'a' .. ('\x80'):rep(20000000)
local iterate = utf8.codes('a')
while true do iterate(s, 1) end
