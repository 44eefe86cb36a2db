-- expect: print_bytes.lua:3: print: more than 64 KiB printed in one run
-- One byte a call, a write to the terminal each.
while true do print('x') end
