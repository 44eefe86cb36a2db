# Matches between AI players: the Elo arithmetic (test_elo), and `kharbaga match` from the
# outside with tiny matches (test_match).
kharbaga_test(test_elo SOURCES unit/test_elo.c LIBS kharbaga::session LABELS unit)
kharbaga_test(test_match SOURCES cli/test_match.c support/program.c support/run.c LIBS kharbaga::cmd LABELS "cli;threads")
add_dependencies(test_match kharbaga)
# The sequential probability ratio test of match --sprt and study --until (test_sprt).
kharbaga_test(test_sprt SOURCES unit/test_sprt.c LIBS kharbaga::session LABELS unit)
# `kharbaga match --sprt` from the outside: an early H1, the report, resuming and merging its file.
kharbaga_test(test_match_sprt SOURCES cli/test_match_sprt.c support/scratch.c support/program.c support/run.c LABELS cli)
add_dependencies(test_match_sprt kharbaga)
