# The program from the outside (test_cli) and the bad-input corpora: malformed position texts
# and broken variant and personality scripts (each with the error it must give), plus a few good
# variants.
set(CORPUS_DIR ${CMAKE_CURRENT_SOURCE_DIR}/data/corpus)

kharbaga_test(test_cli SOURCES cli/test_cli.c support/run.c LABELS cli)
kharbaga_test(test_positions_corpus SOURCES unit/test_positions_corpus.c support/boards.c support/run.c
  LIBS kharbaga::core LABELS unit ARGS ${CORPUS_DIR}/positions.txt)
kharbaga_test(test_variant_corpus SOURCES unit/test_variant_corpus.c support/run.c LIBS kharbaga::lua
  LABELS unit ARGS ${CORPUS_DIR}/variants ${CORPUS_DIR}/good ${CORPUS_DIR}/personalities)

# They run the built program: make sure it is built first.
add_dependencies(test_cli kharbaga)
add_dependencies(test_positions_corpus kharbaga)
add_dependencies(test_variant_corpus kharbaga)
