-- expect: error_call.lua:2: the author gave up
error("the author gave up")
return variant { id = "error_call", name = "Error call", summary = "Raises an error.", board = boards.kharbaga41() }
