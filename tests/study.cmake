# Studies and parallel, sharded matches: the JSON reader of the results files (test_json_read),
# the study's statistics against values worked out by hand (test_study_stats), and `kharbaga
# study`, `match --jobs/--shard/--out` and `merge` from the outside (test_study; its GNU parallel
# case is skipped where parallel is missing).
kharbaga_test(test_json_read SOURCES unit/test_json_read.c LIBS kharbaga::render LABELS unit)
kharbaga_test(test_study_stats SOURCES unit/test_study_stats.c LIBS kharbaga::cmd LABELS unit)
target_include_directories(test_study_stats PRIVATE ${PROJECT_SOURCE_DIR}/lua/cmd/study ${PROJECT_SOURCE_DIR}/lua/cmd/match)
kharbaga_test(test_study SOURCES cli/test_study.c support/scratch.c support/program.c support/run.c LABELS "cli;threads")
add_dependencies(test_study kharbaga)
set_tests_properties(test_study PROPERTIES TIMEOUT 600)
# A study's answer in plain words, and `kharbaga study --until clear` (test_study_until).
kharbaga_test(test_study_until SOURCES cli/test_study_until.c support/scratch.c support/program.c support/run.c LABELS cli)
add_dependencies(test_study_until kharbaga)
# A study's estimate, its time left on a terminal's bar or in plain lines (test_study_clock).
kharbaga_test(test_study_clock SOURCES cli/test_study_clock.c support/program.c support/run.c LABELS cli)
add_dependencies(test_study_clock kharbaga)
