# The process guard (lua/guard/guard.c): the filter itself in a child process, and the program's own
# guard read from /proc while it runs (label unit).
kharbaga_test(test_guard SOURCES unit/test_guard.c LIBS kharbaga::guard LABELS unit)
add_dependencies(test_guard kharbaga)

# The serving guard in a running `kharbaga serve`: every thread under the same filters (label api,
# with the server's other tests).
kharbaga_test(test_serve_guard SOURCES api/test_serve_guard.c api/api_client.c LABELS api)
add_dependencies(test_serve_guard kharbaga)
