# The test_cli_<part> programs (tests/cli.cmake) again, each as valgrind_test_cli_<part>, with
# every run of the kharbaga program under valgrind (memcheck: invalid reads and writes,
# uninitialised values, and every definite, indirect or possible leak are errors).
# Labels `valgrind` and `slow`: a run takes many minutes. Only in a build without the sanitizers
# (valgrind and AddressSanitizer exclude each other), and only when valgrind is installed:
#   cmake -S . -B build-vg -DCMAKE_BUILD_TYPE=RelWithDebInfo && cmake --build build-vg -j2
#   ctest --test-dir build-vg -L valgrind --output-on-failure
# valgrind's reports go to build-vg/tests/valgrind/<pid>.log; a program that has an error exits
# with status 97, which the test reports as an unexpected exit status, naming the command.
find_program(VALGRIND_PROGRAM valgrind)
if(VALGRIND_PROGRAM AND NOT KHARBAGA_SANITIZE AND CLI_TEST_PARTS)
  set(VALGRIND_LOGS ${CMAKE_CURRENT_BINARY_DIR}/valgrind)
  file(MAKE_DIRECTORY ${VALGRIND_LOGS})
  set(VALGRIND_COMMAND "${VALGRIND_PROGRAM} --quiet --error-exitcode=97 --leak-check=full --show-leak-kinds=definite,indirect,possible --errors-for-leak-kinds=definite,indirect,possible --track-origins=yes --log-file=${VALGRIND_LOGS}/%p.log")
  foreach(part ${CLI_TEST_PARTS})
    add_test(NAME valgrind_test_cli_${part} COMMAND test_cli_${part})
    set_tests_properties(valgrind_test_cli_${part} PROPERTIES LABELS "cli;valgrind;slow" TIMEOUT 7200
      ENVIRONMENT "KHARBAGA_PATH=${PROJECT_SOURCE_DIR}/variants;KHARBAGA_RUN_WRAPPER=${VALGRIND_COMMAND};KHARBAGA_RUN_TIMEOUT_SCALE=40")
  endforeach()
endif()
