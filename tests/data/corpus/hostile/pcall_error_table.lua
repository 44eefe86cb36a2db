-- expect: pcall_error_table.lua:3: 
-- expect:  exceeded
while true do pcall(error, {}) end
