LuaT“

return 1