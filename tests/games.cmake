# The games other than Kharbaga (variants/*.lua), each checked through its script:
#   tests/data/perft/<game>-start.perft   the start position of every ruleset; the default
#                                         ruleset's counts are docs/perft.md#reference-counts
#                                         (Felli and Damas: computed here)
#   tests/data/perft/<game>.perft         mid-game positions covering what each ruleset changes
# test_perft_variant (tests/perft.cmake) counts them with the engine; test_naive --variant
# (tests/naive.cmake) also counts them with the independent naive generator, compares the two
# generators' move lists and positions (dead points and huffable pieces included) two plies deep,
# and prints a divide on any disagreement. The default run stops at moderate depths (a few
# seconds in all); the `slow` label takes every depth in the files (about four minutes on two cores).
# Alquerque's ruleset bell adds R. C. Bell's rules (piece_revisit, chain_revisit, far_row_steps);
# test_naive checks them against naive's own C version of them (Bell mode,
# tests/perft/naive/naive.h), on the start (alquerque-start.perft) and on
#   tests/data/perft/alquerque-bell.perft  positions where Bell's rules bite, each piece with no history
set(GAMES_PERFT_DIR ${CMAKE_CURRENT_SOURCE_DIR}/data/perft)
foreach(game zamma alquerque tuknanavuhpi tukvnanawopi aiyawatstani felli damas)
  set(start ${GAMES_PERFT_DIR}/${game}-start.perft)
  set(midgame ${GAMES_PERFT_DIR}/${game}.perft)
  set(depth 8)
  if(game STREQUAL "alquerque")
    set(depth 7) # covarrubias (huff) reaches 237 million at depth 8
  endif()
  kharbaga_test_run(test_perft_${game}_start test_perft_variant LABELS perft
    ARGS ${game} ${start} ${depth})
  kharbaga_test_run(test_perft_${game}_midgame test_perft_variant LABELS perft
    ARGS ${game} ${midgame} 6)
  kharbaga_test_run(test_naive_${game}_start test_naive LABELS perft
    ARGS --variant ${game} ${start} 6)
  kharbaga_test_run(test_naive_${game}_midgame test_naive LABELS perft
    ARGS --variant ${game} ${midgame} 5)
  kharbaga_test_run(test_naive_${game}_start_deep test_naive LABELS "perft;slow"
    ARGS --variant ${game} ${start})
  kharbaga_test_run(test_naive_${game}_midgame_deep test_naive LABELS "perft;slow"
    ARGS --variant ${game} ${midgame})
endforeach()
set(bell ${GAMES_PERFT_DIR}/alquerque-bell.perft)
kharbaga_test_run(test_perft_alquerque_bell test_perft_variant LABELS perft
  ARGS alquerque ${bell} 6)
kharbaga_test_run(test_naive_alquerque_bell test_naive LABELS perft
  ARGS --variant alquerque ${bell} 5)
kharbaga_test_run(test_naive_alquerque_bell_deep test_naive LABELS "perft;slow"
  ARGS --variant alquerque ${bell})
# Bell's rules with capture=huff: the engine against its own counts from when they were Lua hooks,
# before make took the capturers from the move (the naive generator does not model the two together).
kharbaga_test_run(test_perft_alquerque_bell_huff test_perft_variant LABELS perft
  ARGS alquerque ${GAMES_PERFT_DIR}/alquerque-bell-huff.perft 6)
# The same rules as hooks that stay hooks whatever the built-in options learn
# (tests/data/variants/): api 1 (tables of names, as the ruleset first had them) and api 2
# (integer arrays), and api 2 reading the pieces' trails kept by the host (no after hook); all
# must give the counts of the built-in reading.
foreach(script bell_hooks bell_hooks_v2 bell_hooks_trail)
  kharbaga_test_run(test_perft_${script} test_perft_variant LABELS perft
    ARGS ${CMAKE_CURRENT_SOURCE_DIR}/data/variants/${script}.lua ${bell} 6)
endforeach()
# Fanorona (capture_by=approach_withdrawal): the engine against its golden counts, and the naive
# generator's approach and withdrawal (tests/perft/naive/naive_approach.c) against the same files;
# fanorona-naive.perft holds positions whose counts the naive generator gave first.
set(fanorona_naive ${GAMES_PERFT_DIR}/fanorona-naive.perft)
kharbaga_test_run(test_perft_fanorona_start test_perft_variant LABELS perft
  ARGS fanorona ${GAMES_PERFT_DIR}/fanorona-start.perft 6)
kharbaga_test_run(test_perft_fanorona_midgame test_perft_variant LABELS perft
  ARGS fanorona ${GAMES_PERFT_DIR}/fanorona.perft 5)
kharbaga_test_run(test_perft_fanorona_naive test_perft_variant LABELS perft
  ARGS fanorona ${fanorona_naive} 4)
kharbaga_test_run(test_perft_fanorona_naive_deep test_perft_variant LABELS "perft;slow"
  ARGS fanorona ${fanorona_naive} 5)
kharbaga_test_run(test_naive_fanorona_start test_naive LABELS perft
  ARGS --variant fanorona ${GAMES_PERFT_DIR}/fanorona-start.perft 5)
kharbaga_test_run(test_naive_fanorona_midgame test_naive LABELS perft
  ARGS --variant fanorona ${GAMES_PERFT_DIR}/fanorona.perft 4)
kharbaga_test_run(test_naive_fanorona_naive test_naive LABELS perft
  ARGS --variant fanorona ${fanorona_naive} 3)
kharbaga_test_run(test_naive_fanorona_start_deep test_naive LABELS "perft;slow"
  ARGS --variant fanorona ${GAMES_PERFT_DIR}/fanorona-start.perft)
kharbaga_test_run(test_naive_fanorona_midgame_deep test_naive LABELS "perft;slow"
  ARGS --variant fanorona ${GAMES_PERFT_DIR}/fanorona.perft)
# Fanoron-Dimy and the boards of Fanorona reduced for solving (variants/fanoron_dimy.lua,
# variants/fanorona_<w>x<h>.lua), each as Fanorona: its start under both rulesets, which count the
# same, and a mid-game position under each option the generator reads, on the engine and on the
# naive generator. Each entry: the game, then the default depths of the engine's start and
# mid-game runs and of the naive generator's (a fraction of a second each); the `slow` label
# takes every depth in the files on the naive generator.
foreach(entry fanorona_3x3:8:8:8:7 fanorona_5x3:8:6:8:5 fanorona_3x5:8:6:8:6 fanorona_7x3:7:5:6:4
    fanorona_3x7:8:7:7:6 fanorona_9x3:6:5:6:4 fanoron_dimy:6:5:6:4)
  string(REPLACE ":" ";" entry ${entry})
  list(GET entry 0 game)
  list(GET entry 1 engine_start)
  list(GET entry 2 engine_midgame)
  list(GET entry 3 naive_start)
  list(GET entry 4 naive_midgame)
  set(start ${GAMES_PERFT_DIR}/${game}-start.perft)
  set(midgame ${GAMES_PERFT_DIR}/${game}.perft)
  kharbaga_test_run(test_perft_${game}_start test_perft_variant LABELS perft
    ARGS ${game} ${start} ${engine_start})
  kharbaga_test_run(test_perft_${game}_midgame test_perft_variant LABELS perft
    ARGS ${game} ${midgame} ${engine_midgame})
  kharbaga_test_run(test_naive_${game}_start test_naive LABELS perft
    ARGS --variant ${game} ${start} ${naive_start})
  kharbaga_test_run(test_naive_${game}_midgame test_naive LABELS perft
    ARGS --variant ${game} ${midgame} ${naive_midgame})
  kharbaga_test_run(test_naive_${game}_start_deep test_naive LABELS "perft;slow"
    ARGS --variant ${game} ${start})
  kharbaga_test_run(test_naive_${game}_midgame_deep test_naive LABELS "perft;slow"
    ARGS --variant ${game} ${midgame})
endforeach()
