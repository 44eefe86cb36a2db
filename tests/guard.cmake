# The process guard (lua/guard/guard.c): the filters themselves in child processes, from the main
# thread and from threads made before them, and the program's own guard read from /proc while it
# runs (label unit).
find_package(Threads REQUIRED)
kharbaga_test(test_guard SOURCES unit/test_guard.c LIBS kharbaga::guard Threads::Threads LABELS unit)
add_dependencies(test_guard kharbaga)

# The serving guard in a running `kharbaga serve`: every thread under the same filters (label api,
# with the server's other tests).
kharbaga_test(test_serve_guard SOURCES api/test_serve_guard.c api/api_client.c LABELS api)
add_dependencies(test_serve_guard kharbaga)
