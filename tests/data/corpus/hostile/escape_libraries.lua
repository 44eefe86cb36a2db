-- expect: escape_libraries.lua:11: no way out: nothing
-- Every way to a library that reaches the system is absent.
local found = {}
for _, name in ipairs { 'os', 'io', 'debug', 'package', 'require', 'dofile', 'loadfile',
    'loadstring', 'coroutine', 'module', 'newproxy', 'warn', 'rawgetmetatable' } do
  if _ENV[name] ~= nil then found[#found + 1] = name end
end
if string.dump ~= nil or ('').dump ~= nil then found[#found + 1] = 'string.dump' end
if getmetatable('') ~= false then found[#found + 1] = 'the string metatable' end
if pcall(collectgarbage, 'step') then found[#found + 1] = 'collectgarbage' end
error('no way out: ' .. (#found == 0 and 'nothing' or table.concat(found, ', ')))
