# `kharbaga play` from the outside: records written after every move and atomically, a killed
# game resumed, unreadable records reported and left untouched, broken personalities replaced,
# records loaded and saved back.
kharbaga_test(test_play SOURCES cli/test_play.c support/run.c LIBS util LABELS cli)
add_dependencies(test_play kharbaga)
