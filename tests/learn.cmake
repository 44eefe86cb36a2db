# `kharbaga learn` and the lessons of the shipped games: every task solvable, the courses
# answered through the program with piped input, wrong answers explained (tests/cli/test_learn.c).
kharbaga_test(test_learn SOURCES cli/test_learn.c support/run.c LIBS kharbaga::host LABELS cli)
add_dependencies(test_learn kharbaga)
