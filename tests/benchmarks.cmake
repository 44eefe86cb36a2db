# Benchmarks: programs that measure, registered under the `bench` label (with `slow`, so that the
# default run leaves them out). They fail only on a wrong count, never on a time.
add_executable(perft_speed bench/perft_speed.c bench/baseline_kharbaga.c)
target_include_directories(perft_speed PRIVATE ${CMAKE_CURRENT_SOURCE_DIR}/bench)
target_link_libraries(perft_speed PRIVATE kharbaga::host)
add_test(NAME bench_perft_speed COMMAND perft_speed 15 3)
set_tests_properties(bench_perft_speed PROPERTIES LABELS "bench;slow"
  ENVIRONMENT "KHARBAGA_PATH=${PROJECT_SOURCE_DIR}/variants")

add_executable(variant_speed bench/variant_speed.c)
target_link_libraries(variant_speed PRIVATE kharbaga::host)
kharbaga_lto(perft_speed variant_speed) # measured as the program runs (cmake/lto.cmake)
