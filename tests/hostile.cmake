# Hostile scripts through the program: hooks failing inside a search, one-call bombs (label cli).
kharbaga_test(test_hostile SOURCES test_hostile.c support/run.c LABELS cli)
add_dependencies(test_hostile kharbaga)
