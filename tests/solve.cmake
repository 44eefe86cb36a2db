# The endgame tables (core/egtb_*.c, docs/solving.md): against an independent brute-force solver
# (unit/solve_brute.c, which shares only the move generator with them) on every position of tiny
# games under several rule choices, the verifier on every table built, the index, the files
# (damaged, cut short, of another rule choice; read and mapped), the rules refused; `kharbaga solve` from the
# outside. test_solve itself compares Felli's four rule choices of at most 4 pieces and Fanorona
# on 3 x 3 points (variants/fanorona_3x3.lua) under three, every position; Kharbaga's
# cases of at most 3 pieces run as tests of their own, larger ones as slow.
set(SOLVE_SCRATCH ${CMAKE_CURRENT_BINARY_DIR}/solve-scratch)
kharbaga_test(test_solve SOURCES unit/test_solve.c unit/solve_brute.c support/tables_fixture.c LIBS kharbaga::session LABELS unit
  ARGS ${SOLVE_SCRATCH})
kharbaga_test_run(test_solve_kharbaga_standard test_solve LABELS unit ARGS ${SOLVE_SCRATCH} kharbaga standard 3)
kharbaga_test_run(test_solve_kharbaga_german test_solve LABELS unit ARGS ${SOLVE_SCRATCH} kharbaga german 3)
kharbaga_test_run(test_solve_kharbaga_immediate test_solve LABELS "unit;slow"
  ARGS ${SOLVE_SCRATCH} kharbaga standard 3 removal=immediate men_move=any)
kharbaga_test_run(test_solve_felli5 test_solve LABELS "unit;slow" ARGS ${SOLVE_SCRATCH} felli standard 5)
kharbaga_test(test_cli_solve SOURCES cli/test_cli_solve.c support/cli.c support/program.c support/run.c LABELS cli
  ARGS ${CMAKE_CURRENT_BINARY_DIR}/solve-cli)
add_dependencies(test_cli_solve kharbaga)
# analyze with the tables: the exact value of a position and of its moves, nothing without a
# table, a damaged one a note (XDG_DATA_HOME set to the scratch directory).
kharbaga_test(test_cli_tables SOURCES cli/test_cli_tables.c support/cli.c support/program.c support/run.c LABELS cli
  ARGS ${CMAKE_CURRENT_BINARY_DIR}/tables-cli)
add_dependencies(test_cli_tables kharbaga translations)
# The search with the tables (SearchParams.tables): the root's move and score at every position of
# Felli's tables of 3 pieces, and what a search with the tables of 3 announces of positions of 4.
kharbaga_test(test_search_tables SOURCES unit/test_search_tables.c support/tables_fixture.c LIBS kharbaga::host LABELS unit)
# The Master with the tables against The Master without, from positions the tables hold
# (docs/BENCHMARKS.md, "The Master with and without tables"): with the tables it never loses a won
# or drawn start and wins every won one. A quick run on Felli's tables of 3 pieces, built first in
# a scratch directory; the measured runs (4 pieces, Kharbaga) are in BENCHMARKS.md.
add_executable(tables_strength bench/tables_strength.c)
target_link_libraries(tables_strength PRIVATE kharbaga::session)
target_compile_definitions(tables_strength PRIVATE KHARBAGA_SOURCE_DIR="${PROJECT_SOURCE_DIR}")
set(STRENGTH_SCRATCH ${CMAKE_CURRENT_BINARY_DIR}/tables-strength)
add_test(NAME test_tables_strength_felli COMMAND sh -c
  "rm -rf '${STRENGTH_SCRATCH}' && '$<TARGET_FILE:kharbaga>' solve --variant felli --pieces 3 > /dev/null && '$<TARGET_FILE:tables_strength>' felli 3 3 20")
set_tests_properties(test_tables_strength_felli PROPERTIES LABELS "unit"
  ENVIRONMENT "KHARBAGA_PATH=${PROJECT_SOURCE_DIR}/variants;XDG_STATE_HOME=${CMAKE_CURRENT_BINARY_DIR}/state;XDG_DATA_HOME=${STRENGTH_SCRATCH}")
# The proof-number search and proof files (core/pns.c, core/proof*.c): the prover with the
# tables of fewer pieces against a full build, every proof checked; proofs damaged, edited, cut
# short or of another rule choice refused.
kharbaga_test(test_prove SOURCES unit/test_prove.c support/tables_fixture.c LIBS kharbaga::host LABELS unit
  ARGS ${CMAKE_CURRENT_BINARY_DIR}/prove-scratch)
