# The JSON API of `kharbaga serve` from the outside (tests/api/): a server started by the test on
# a free port of the loopback, requests over a socket, answers compared with the CLI's --json.
#   test_api        every verb on positions of every shipped game, bad parameters, searches,
#                   the page and its headers
#   test_api_docs   the curl examples of docs/api.md, run against a server (needs curl)
#   test_workshop   serve --workshop: scripts in POST bodies, as the CLI answers on a file; bad
#                   input, the flag off, the hostile scripts, two clients' scripts kept apart
#   test_searches   racing stops and polls, results holding no worker, the queue, request budgets
#   test_gate       who may call the server: Host, Origin, Sec-Fetch-Site, a POST's X-Kharbaga
#   test_slow_clients  slow clients (slowloris): connections per address, the headers' deadline
#   test_share      the URLs it prints on every network, their QR code (terminal, GET /api/qr)
#   test_query_text a query's %HH and + decoded, as the server and the WebAssembly module read it
#   load_api        50 clients for 60 s (label slow; docs/BENCHMARKS.md, "Serve")
find_package(Threads REQUIRED)
kharbaga_test(test_gamecache SOURCES unit/test_gamecache.c LIBS kharbaga::serve LABELS unit)
kharbaga_test(test_query_text SOURCES unit/test_query_text.c LIBS kharbaga::serve LABELS unit)
kharbaga_test(test_api SOURCES api/test_api.c api/api_client.c support/cli.c support/program.c support/run.c LABELS "api;threads")
add_dependencies(test_api kharbaga)
set_tests_properties(test_api PROPERTIES TIMEOUT 600)

kharbaga_test(test_workshop SOURCES api/test_workshop.c api/api_client.c support/cli.c support/program.c support/run.c LABELS "api;threads")
add_dependencies(test_workshop kharbaga)
set_tests_properties(test_workshop PROPERTIES TIMEOUT 300)

kharbaga_test(test_api_docs SOURCES api/test_api_docs.c api/api_client.c support/cli.c support/program.c support/run.c LABELS "api;threads")
add_dependencies(test_api_docs kharbaga)

kharbaga_test(test_gate SOURCES api/test_gate.c api/api_client.c support/cli.c support/program.c support/run.c LABELS "api;threads")
add_dependencies(test_gate kharbaga)
set_tests_properties(test_gate PROPERTIES TIMEOUT 120)

kharbaga_test(test_share SOURCES api/test_share.c api/api_client.c support/cli.c support/program.c support/run.c LIBS qrencode
  LABELS "api;threads")
add_dependencies(test_share kharbaga)
set_tests_properties(test_share PROPERTIES TIMEOUT 120)

kharbaga_test(test_slow_clients SOURCES api/test_slow_clients.c api/api_client.c support/run.c LABELS "api;threads")
add_dependencies(test_slow_clients kharbaga)
set_tests_properties(test_slow_clients PROPERTIES TIMEOUT 120)

# The load test: 50 clients for 60 s (LOAD_CLIENTS, LOAD_SECONDS to change them); its figures go
# to docs/BENCHMARKS.md ("Serve"). Run: ctest --test-dir build -R load_api -V
kharbaga_test(load_api SOURCES api/load_api.c api/api_client.c support/run.c LABELS "api;threads;slow")
add_dependencies(load_api kharbaga)
target_link_libraries(load_api PRIVATE Threads::Threads)
set_tests_properties(load_api PROPERTIES TIMEOUT 300)

# The searches under pressure: racing stops and polls, finished results holding no worker, the
# queue beyond the workers.
kharbaga_test(test_searches SOURCES api/test_searches.c api/api_client.c support/cli.c support/program.c support/run.c LABELS "api;threads")
add_dependencies(test_searches kharbaga)
target_link_libraries(test_searches PRIVATE Threads::Threads)
set_tests_properties(test_searches PROPERTIES TIMEOUT 300)

# A class on one server: 30 pupils moving at the same moment against The Master at 300 ms, with
# the server's default limits; every reply must come (label slow; docs/BENCHMARKS.md, "A class on
# one server"). Run: ctest --test-dir build -R load_class -V
kharbaga_test(load_class SOURCES api/load_class.c api/api_client.c support/run.c LABELS "api;threads;slow")
add_dependencies(load_class kharbaga)
target_link_libraries(load_class PRIVATE Threads::Threads)
set_tests_properties(load_class PROPERTIES TIMEOUT 600)
