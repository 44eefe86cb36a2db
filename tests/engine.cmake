# `kharbaga engine`, the line protocol (docs/protocol.md): driven through pipes (test_engine,
# which also replays the example session of docs/protocol.md), and the measuring program of
# docs/BENCHMARKS.md's "Engine protocol" (test_engine_latency: it checks every answer and prints
# the round-trip times; the times themselves are not asserted, a loaded machine would fail them).
kharbaga_test(test_engine SOURCES cli/test_engine.c support/cli.c support/run.c support/engine_pipe.c
  support/textfile.c LABELS cli)
add_dependencies(test_engine kharbaga)
set_tests_properties(test_engine PROPERTIES TIMEOUT 300)
kharbaga_test(test_engine_latency SOURCES bench/engine_latency.c support/cli.c support/run.c support/engine_pipe.c
  LABELS bench)
add_dependencies(test_engine_latency kharbaga)
