# The program from the outside, one program per command or group of commands
# (tests/cli/test_cli_<part>.c, sharing tests/support/cli.c), and the bad-input corpora:
# malformed position texts and broken variant and personality scripts (each with the error it
# must give), plus a few good variants.
#   help, show, moves, perft, check, rules, explain, dispute   the command of that name (help:
#            also --version, variants and the search path; dispute: on a position, the gallery
#            of recorded disputes being test_disputes)
#   huff     huffing through the commands          hooks    variants with Lua hooks
#   ai       personalities, analyze and play       errors   every kind of bad input (bad_cases)
#   learn    learn --json: lessons, verdicts and their feedback, bad input
set(CLI_TEST_PARTS help show moves huff check hooks rules dispute explain ai perft errors learn)
set(CORPUS_DIR ${CMAKE_CURRENT_SOURCE_DIR}/data/corpus)

foreach(part ${CLI_TEST_PARTS})
  kharbaga_test(test_cli_${part} SOURCES cli/test_cli_${part}.c support/cli.c support/program.c support/run.c LABELS cli)
  add_dependencies(test_cli_${part} kharbaga)
endforeach()

# The options from the outside: the exact message and status of every kind of bad option use,
# and the help that lists them.
kharbaga_test(test_cli_options SOURCES cli/test_cli_options.c support/program.c support/run.c LABELS cli)
add_dependencies(test_cli_options kharbaga)

kharbaga_test(test_positions_corpus SOURCES unit/test_positions_corpus.c support/boards.c support/run.c
  LIBS kharbaga::core LABELS unit ARGS ${CORPUS_DIR}/positions.txt)
kharbaga_test(test_variant_corpus SOURCES unit/test_variant_corpus.c support/run.c LIBS kharbaga::host
  LABELS unit ARGS ${CORPUS_DIR}/variants ${CORPUS_DIR}/good ${CORPUS_DIR}/personalities)

# They run the built program: make sure it is built first.
add_dependencies(test_positions_corpus kharbaga)
add_dependencies(test_variant_corpus kharbaga)
