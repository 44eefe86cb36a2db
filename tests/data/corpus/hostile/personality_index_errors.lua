-- expect: personality_index_errors.lua:3: no field id
-- The table a personality returns fails as it is read: an error message, not an abort.
return setmetatable({}, { __index = function(_, k) error('no field ' .. k) end })
