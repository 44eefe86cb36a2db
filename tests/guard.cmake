# The process guard (lua/guard/guard.c): the filter itself in a child process, and the program's own
# guard read from /proc while it runs (label unit).
kharbaga_test(test_guard SOURCES unit/test_guard.c LIBS kharbaga::guard LABELS unit)
add_dependencies(test_guard kharbaga)
