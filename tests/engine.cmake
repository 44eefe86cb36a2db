# `kharbaga engine`, the line protocol (docs/protocol.md): driven through pipes (test_engine,
# which also replays the example session of docs/protocol.md), and the measuring program of
# docs/BENCHMARKS.md's "Engine protocol" (test_engine_latency: it checks every answer and prints
# the round-trip times; the times themselves are not asserted, a loaded machine would fail them).
kharbaga_test(test_engine SOURCES cli/test_engine.c support/cli.c support/program.c support/run.c support/engine_pipe.c
  support/textfile.c LABELS "cli;threads")
add_dependencies(test_engine kharbaga)
set_tests_properties(test_engine PROPERTIES TIMEOUT 300)
kharbaga_test(test_engine_latency SOURCES bench/engine_latency.c support/cli.c support/program.c support/run.c support/engine_pipe.c
  LABELS bench)
add_dependencies(test_engine_latency kharbaga)

# test_engine again with every run of the program under valgrind, as tests/valgrind.cmake runs
# the test_cli_* programs (the same memcheck options; that file is read after this one):
# the reader, the search thread, stop, hooks and bad input, checked by memcheck. On a loaded
# machine the sandbox's one-second deadline can expire while valgrind loads a game's script
# ("prelude:42: time limit of 1000 ms exceeded"); run it when the machine is quiet.
find_program(VALGRIND_PROGRAM valgrind)
if(VALGRIND_PROGRAM AND NOT KHARBAGA_SANITIZE)
  set(ENGINE_VALGRIND_LOGS ${CMAKE_CURRENT_BINARY_DIR}/valgrind)
  file(MAKE_DIRECTORY ${ENGINE_VALGRIND_LOGS})
  set(ENGINE_VALGRIND "${VALGRIND_PROGRAM} --quiet --error-exitcode=97 --leak-check=full --show-leak-kinds=definite,indirect,possible --errors-for-leak-kinds=definite,indirect,possible --track-origins=yes --log-file=${ENGINE_VALGRIND_LOGS}/%p.log")
  add_test(NAME valgrind_test_engine COMMAND test_engine)
  set_tests_properties(valgrind_test_engine PROPERTIES LABELS "cli;valgrind;slow" TIMEOUT 7200
    ENVIRONMENT "KHARBAGA_PATH=${PROJECT_SOURCE_DIR}/variants;KHARBAGA_RUN_WRAPPER=${ENGINE_VALGRIND};KHARBAGA_RUN_TIMEOUT_SCALE=40")
endif()
