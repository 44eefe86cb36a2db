# The search's speed against a perft that makes every move (docs/BENCHMARKS.md, "Search speed").
# A measuring program, not run by CTest: its figures depend on the machine.
add_executable(search_speed bench/search_speed.c)
target_link_libraries(search_speed PRIVATE kharbaga::host)
kharbaga_lto(search_speed)

# `kharbaga bench`: the node-count signature is the same on every run, and the output's shape.
kharbaga_test(test_bench SOURCES cli/test_bench.c support/program.c support/run.c LABELS cli)
add_dependencies(test_bench kharbaga)
