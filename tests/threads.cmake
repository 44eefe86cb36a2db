# The threaded programs under ThreadSanitizer (KHARBAGA_TSAN; docs/testing.md, "Threads").
#
# In every build the programs of the four parts that run threads carry the label `threads` (each
# in its own fragment): the server's tests (tests/api/), test_engine, test_match and test_study
# (--jobs), test_sandbox_timer (the sandbox's tick) and the API's fuzz replay (fuzz_api runs
# searches on several threads at once).
#
# In the ThreadSanitizer build, programs run five to forty times slower, and those that time what
# they check (an answer within a few seconds, a hostile script stopped by its deadline, a queued
# search polled before it is given up) fail on the clock there, not on a race: they also get
# `slow`. `ctest -L threads -LE slow` (the CI slice) runs the others and the short runs below;
# `ctest -L threads` runs them all, on a quiet machine.
if(KHARBAGA_TSAN)
  # This build has no tick (the sandbox counts from the start: CMakeLists.txt), which is what
  # test_sandbox_timer tests.
  set_tests_properties(test_sandbox_timer PROPERTIES DISABLED TRUE)
  foreach(t test_api test_workshop test_searches test_engine test_match test_study)
    get_test_property(${t} LABELS labels)
    set_tests_properties(${t} PROPERTIES LABELS "${labels};slow" TIMEOUT 3600) # test_study: 10 min and more
  endforeach()
  # The strict replay adds no thread to the plain one.
  set_tests_properties(fuzz_replay_api_strict PROPERTIES LABELS unit)

  # Short runs of the program, each thread at work: a ThreadSanitizer report makes it exit 66.
  #   tsan_engine   the engine's search thread: an infinite search stopped, a search ended by the
  #                 end of the input
  #   tsan_match    match --jobs 2: games on two threads, the progress told from both
  #   tsan_study    study --jobs 2 on a game with Lua hooks (a Lua state per thread)
  set(engine_input "{\"cmd\":\"variant\",\"name\":\"zamma\",\"id\":1}\\n{\"cmd\":\"setoption\",\"hash\":1,\"id\":2}\\n"
    "{\"cmd\":\"go\",\"infinite\":true,\"id\":3}\\n{\"cmd\":\"ping\",\"id\":4}\\nstop\\n"
    "{\"cmd\":\"setoption\",\"depth\":3,\"id\":5}\\n{\"cmd\":\"go\",\"id\":6}\\n")
  string(CONCAT engine_input ${engine_input})
  add_test(NAME tsan_engine COMMAND sh -c "printf '%b' '${engine_input}' | \"$0\" engine" $<TARGET_FILE:kharbaga>)
  add_test(NAME tsan_match COMMAND kharbaga match master greedy --games 2 --depth 2 --opening 0 --variant felli
    --jobs 2)
  add_test(NAME tsan_study COMMAND kharbaga study --variant alquerque --choice ruleset=murray --choice ruleset=bell
    --games 2 --depth 2 --jobs 2)
  set_tests_properties(tsan_engine tsan_match tsan_study PROPERTIES LABELS "cli;threads" TIMEOUT 300
    ENVIRONMENT "KHARBAGA_PATH=${PROJECT_SOURCE_DIR}/variants;XDG_STATE_HOME=${CMAKE_CURRENT_BINARY_DIR}/state")
endif()
