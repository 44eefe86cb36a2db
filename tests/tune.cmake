# `kharbaga tune` from the outside: a tiny tuning run, its personality file loaded by analyze and
# match, the same output from the same seed, the positions file, and every bad input (test_tune;
# the fitter itself is test_tune_fit, tests/core.cmake).
kharbaga_test(test_tune SOURCES cli/test_tune.c support/scratch.c support/program.c support/run.c LABELS "cli;threads")
add_dependencies(test_tune kharbaga)
# A personality written back as a script (lua/host/personality_write.c, the tuned personality's
# file) reads back to the same player.
kharbaga_test(test_personality_write SOURCES unit/test_personality_write.c support/scratch.c LIBS kharbaga::host LABELS unit)
# `kharbaga book` from the outside: the same book for the same seed on one thread or two, shards
# merged into the whole build's book, a personality with `book = true` playing it, and every bad
# input (test_book_cli; the book itself is test_book, tests/core.cmake).
kharbaga_test(test_book_cli SOURCES cli/test_book.c support/scratch.c support/program.c support/run.c support/textfile.c LABELS "cli;threads")
add_dependencies(test_book_cli kharbaga)
