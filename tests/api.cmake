# The JSON API of `kharbaga serve` from the outside (tests/api/): a server started by the test on
# a free port of the loopback, requests over a socket, answers compared with the CLI's --json.
#   test_api        every verb on positions of every shipped game, bad parameters, searches,
#                   the page and its headers
#   test_api_docs   the curl examples of docs/api.md, run against a server (needs curl)
#   test_workshop   serve --workshop: scripts in POST bodies, as the CLI answers on a file; bad
#                   input, the flag off, the hostile scripts, two clients' scripts kept apart
#   load_api        50 clients for 60 s (label slow; docs/BENCHMARKS.md, "Serve")
kharbaga_test(test_api SOURCES api/test_api.c api/api_client.c support/cli.c support/run.c LABELS "api;threads")
add_dependencies(test_api kharbaga)
set_tests_properties(test_api PROPERTIES TIMEOUT 600)

kharbaga_test(test_workshop SOURCES api/test_workshop.c api/api_client.c support/cli.c support/run.c LABELS "api;threads")
add_dependencies(test_workshop kharbaga)
set_tests_properties(test_workshop PROPERTIES TIMEOUT 300)

kharbaga_test(test_api_docs SOURCES api/test_api_docs.c api/api_client.c support/cli.c support/run.c LABELS "api;threads")
add_dependencies(test_api_docs kharbaga)

# The load test: 50 clients for 60 s (LOAD_CLIENTS, LOAD_SECONDS to change them); its figures go
# to docs/BENCHMARKS.md ("Serve"). Run: ctest --test-dir build -R load_api -V
kharbaga_test(load_api SOURCES api/load_api.c api/api_client.c support/run.c LABELS "api;threads;slow")
add_dependencies(load_api kharbaga)
find_package(Threads REQUIRED)
target_link_libraries(load_api PRIVATE Threads::Threads)
set_tests_properties(load_api PROPERTIES TIMEOUT 300)
