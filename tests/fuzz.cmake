# Fuzzing (tests/fuzz/, docs/testing.md).
#
# Every configuration builds fuzz_replay: the six fuzz targets without libFuzzer, run over their
# seed corpora tests/fuzz/corpus/<target>/ (label `unit`), so that every seed and every crash
# ever found (kept there as a regression file) runs in the normal suite and in the ASan build.
# The loader's seeds are also every script of the repository: the shipped games in variants/ and
# the corpora tests/data/corpus/{variants,good,hooks}/, read where they are.
#
# With KHARBAGA_FUZZ=ON and clang, each target is also a libFuzzer program
# (build/tests/fuzz_<target>), built with -fsanitize=fuzzer,address,undefined against the core
# and Lua-host sources compiled again with the same instrumentation, plus a short run of each
# (label `fuzz;slow`). New inputs go to build/tests/fuzz-work/<target>/, crashes to
# build/tests/fuzz-artifacts/; the seed corpora in the source tree are only read.
set(FUZZ_DIR ${CMAKE_CURRENT_SOURCE_DIR}/fuzz)
set(FUZZ_TARGETS position move record loader rules sandbox engine api)
set(FUZZ_LOADER_SEEDS ${PROJECT_SOURCE_DIR}/variants ${CMAKE_CURRENT_SOURCE_DIR}/data/corpus/variants
  ${CMAKE_CURRENT_SOURCE_DIR}/data/corpus/good ${CMAKE_CURRENT_SOURCE_DIR}/data/corpus/hooks)

# The loader target runs each script under small sandbox limits (16 MiB, 2 million instructions),
# so that a looping or memory-hungry seed costs milliseconds (KHARBAGA_FUZZ_SMALL_LIMITS, see
# fuzz_loader.c). The sandbox target (fuzz_sandbox.c) sets its own, smaller still (4 MiB, 500,000
# instructions, 200 ms), and its own libFuzzer defaults (no leak check after each input, inputs of
# at most 320 bytes, fast inputs mutated more often), so that it runs some 2,000 inputs a second
# under the sanitizers.

add_executable(fuzz_replay fuzz/replay.c fuzz/fuzz_position.c fuzz/fuzz_move.c fuzz/fuzz_record.c
  fuzz/fuzz_loader.c fuzz/fuzz_rules.c fuzz/fuzz_sandbox.c fuzz/fuzz_api.c support/boards.c
  fuzz/fuzz_engine.c ${PROJECT_SOURCE_DIR}/lua/cmd/engine/engine_line.c)
target_include_directories(fuzz_replay PRIVATE ${CMAKE_CURRENT_SOURCE_DIR} ${PROJECT_SOURCE_DIR}/lua/cmd/engine)
target_compile_definitions(fuzz_replay PRIVATE KHARBAGA_FUZZ_REPLAY KHARBAGA_FUZZ_SMALL_LIMITS)
target_link_libraries(fuzz_replay PRIVATE kharbaga::host PkgConfig::LUA) # fuzz_loader.c sets the sandbox's limits
target_link_libraries(fuzz_replay PRIVATE kharbaga::serve) # fuzz_api.c: the API's request-to-answer path
foreach(target ${FUZZ_TARGETS})
  set(seeds ${FUZZ_DIR}/corpus/${target})
  if(target STREQUAL "loader")
    list(APPEND seeds ${FUZZ_LOADER_SEEDS})
  endif()
  # fuzz_api runs searches on several threads against one set of searches (label threads too)
  set(labels unit)
  if(target STREQUAL "api")
    set(labels "unit;threads")
  endif()
  kharbaga_test_run(fuzz_replay_${target} fuzz_replay LABELS ${labels} ARGS ${target} ${seeds})
  # Each replays in a few seconds under the sanitizers; a hang kept as a regression file must
  # fail, not stall the suite.
  set_tests_properties(fuzz_replay_${target} PROPERTIES TIMEOUT 60)
  if(KHARBAGA_TSAN) # a minute on a busy machine under ThreadSanitizer (label threads)
    set_tests_properties(fuzz_replay_${target} PROPERTIES TIMEOUT 300)
  endif()
  # The same seeds with KHARBAGA_FUZZ_STRICT=1: every message must also be free of control bytes
  # (one line per problem, no terminal escape), whatever bytes the input quotes (the strict-*
  # seeds put line breaks and escapes where messages echo the input).
  kharbaga_test_run(fuzz_replay_${target}_strict fuzz_replay LABELS ${labels} ARGS ${target} ${seeds})
  set_tests_properties(fuzz_replay_${target}_strict PROPERTIES TIMEOUT 60
    ENVIRONMENT "KHARBAGA_PATH=${PROJECT_SOURCE_DIR}/variants;XDG_STATE_HOME=${CMAKE_CURRENT_BINARY_DIR}/state;KHARBAGA_FUZZ_STRICT=1")
endforeach()

if(KHARBAGA_FUZZ)
  if(NOT CMAKE_C_COMPILER_ID MATCHES "Clang")
    message(WARNING "KHARBAGA_FUZZ needs clang and its libFuzzer runtime (Debian: clang, libclang-rt-14-dev); "
      "configure with -DCMAKE_C_COMPILER=clang. The fuzz targets are not built.")
  else()
    set(FUZZ_FLAGS -fsanitize=address,undefined -fno-sanitize-recover=all -fno-omit-frame-pointer -g)

    # The core and the Lua host compiled again with the fuzzer's instrumentation; the source
    # lists are read from the real libraries, so they stay in step.
    function(fuzz_sources out target)
      get_target_property(sources ${target} SOURCES)
      get_target_property(dir ${target} SOURCE_DIR)
      set(result)
      foreach(s ${sources})
        if(s MATCHES "prelude_embed")
          continue()
        endif()
        if(NOT IS_ABSOLUTE ${s})
          set(s ${dir}/${s})
        endif()
        list(APPEND result ${s})
      endforeach()
      set(${out} ${result} PARENT_SCOPE)
    endfunction()
    fuzz_sources(FUZZ_CORE_SOURCES kharbaga_core)
    fuzz_sources(FUZZ_LUA_SOURCES kharbaga_host)
    # fuzz_api: every library above the host too, the API's own files without HTTP and the page
    # (lua/serve's API_SOURCES, not http.c, page.c and the generated page files: what
    # libmicrohttpd and the compiled-in files do), with the searches its input runs on several
    # threads
    set(FUZZ_APP_SOURCES)
    foreach(lib kharbaga_render kharbaga_session kharbaga_words kharbaga_cmd)
      fuzz_sources(lib_sources ${lib})
      list(APPEND FUZZ_APP_SOURCES ${lib_sources})
    endforeach()
    get_target_property(serve_dir kharbaga_serve SOURCE_DIR)
    get_target_property(api_sources kharbaga_serve KHARBAGA_API_SOURCES)
    foreach(s ${api_sources} searches.c)
      list(APPEND FUZZ_APP_SOURCES ${serve_dir}/${s})
    endforeach()

    set(FUZZ_PRELUDE_C ${CMAKE_CURRENT_BINARY_DIR}/fuzz_prelude_embed.c)
    add_custom_command(
      OUTPUT ${FUZZ_PRELUDE_C}
      COMMAND ${CMAKE_COMMAND} -DINPUT=${PROJECT_SOURCE_DIR}/lua/host/prelude.lua -DOUTPUT=${FUZZ_PRELUDE_C}
              -DSYMBOL=kharbaga_prelude -P ${PROJECT_SOURCE_DIR}/lua/host/embed.cmake
      DEPENDS ${PROJECT_SOURCE_DIR}/lua/host/prelude.lua ${PROJECT_SOURCE_DIR}/lua/host/embed.cmake
      COMMENT "Embedding the Lua prelude for the fuzz targets")

    add_library(fuzz_core STATIC ${FUZZ_CORE_SOURCES})
    target_include_directories(fuzz_core PUBLIC ${PROJECT_SOURCE_DIR}/core)
    target_compile_options(fuzz_core PRIVATE -fsanitize=fuzzer-no-link ${FUZZ_FLAGS})

    add_library(fuzz_lua STATIC ${FUZZ_LUA_SOURCES} ${FUZZ_PRELUDE_C})
    target_include_directories(fuzz_lua PUBLIC ${PROJECT_SOURCE_DIR}/lua/host)
    target_link_libraries(fuzz_lua PUBLIC fuzz_core PkgConfig::LUA)
    target_compile_options(fuzz_lua PRIVATE -fsanitize=fuzzer-no-link ${FUZZ_FLAGS})
    target_compile_definitions(fuzz_lua PRIVATE
      KHARBAGA_SOURCE_VARIANTS="${PROJECT_SOURCE_DIR}/variants"
      KHARBAGA_DATA_VARIANTS="${KHARBAGA_DATA_DIR}/variants")

    find_package(Threads REQUIRED)
    add_library(fuzz_app STATIC ${FUZZ_APP_SOURCES})
    foreach(lib kharbaga_render kharbaga_session kharbaga_words kharbaga_cmd kharbaga_serve)
      target_include_directories(fuzz_app PUBLIC $<TARGET_PROPERTY:${lib},INCLUDE_DIRECTORIES>)
    endforeach()
    # The libraries those libraries link privately (their imported targets belong to their folders).
    pkg_check_modules(FUZZ_EDIT REQUIRED IMPORTED_TARGET libedit)
    pkg_check_modules(FUZZ_QRENCODE REQUIRED IMPORTED_TARGET libqrencode)
    target_link_libraries(fuzz_app PUBLIC fuzz_lua Threads::Threads m PkgConfig::FUZZ_EDIT PkgConfig::FUZZ_QRENCODE)
    target_compile_options(fuzz_app PRIVATE -fsanitize=fuzzer-no-link ${FUZZ_FLAGS})
    target_compile_definitions(fuzz_app PRIVATE KHARBAGA_VERSION="${PROJECT_VERSION}")

    file(MAKE_DIRECTORY ${CMAKE_CURRENT_BINARY_DIR}/fuzz-artifacts)
    foreach(target ${FUZZ_TARGETS})
      set(exe fuzz_${target})
      add_executable(${exe} fuzz/fuzz_${target}.c support/boards.c)
      target_include_directories(${exe} PRIVATE ${CMAKE_CURRENT_SOURCE_DIR})
      target_compile_options(${exe} PRIVATE -fsanitize=fuzzer ${FUZZ_FLAGS})
      target_link_options(${exe} PRIVATE -fsanitize=fuzzer ${FUZZ_FLAGS})
      if(target STREQUAL "loader")
        # Small sandbox limits for loader_load without changing its API (see fuzz_loader.c).
        target_link_libraries(${exe} PRIVATE fuzz_lua)
        target_compile_definitions(${exe} PRIVATE KHARBAGA_FUZZ_SMALL_LIMITS)
      elseif(target STREQUAL "sandbox")
        target_link_libraries(${exe} PRIVATE fuzz_lua)
      elseif(target STREQUAL "engine") # the protocol's line parser and the JSON reader it uses, alone
        target_sources(${exe} PRIVATE ${PROJECT_SOURCE_DIR}/lua/cmd/engine/engine_line.c
          ${PROJECT_SOURCE_DIR}/lua/render/json_read.c)
        target_include_directories(${exe} PRIVATE ${PROJECT_SOURCE_DIR}/lua/cmd/engine ${PROJECT_SOURCE_DIR}/lua/render)
        target_link_libraries(${exe} PRIVATE fuzz_core)
      elseif(target STREQUAL "api")
        target_link_libraries(${exe} PRIVATE fuzz_app)
      else()
        target_link_libraries(${exe} PRIVATE fuzz_core)
      endif()
      # KHARBAGA_FUZZ_SECONDS each (after the seeds), whatever the machine: the rates differ by
      # three orders of magnitude (docs/testing.md, "Measured"). CI runs a shorter slice.
      set(options -max_total_time=${KHARBAGA_FUZZ_SECONDS} -timeout=10 -rss_limit_mb=2048
        -artifact_prefix=${CMAKE_CURRENT_BINARY_DIR}/fuzz-artifacts/${target}-)
      if(EXISTS ${FUZZ_DIR}/${target}.dict) # the sandbox's input is a grammar's choices, not text
        list(APPEND options -dict=${FUZZ_DIR}/${target}.dict)
      endif()
      file(MAKE_DIRECTORY ${CMAKE_CURRENT_BINARY_DIR}/fuzz-work/${target})
      set(seeds ${FUZZ_DIR}/corpus/${target})
      if(target STREQUAL "loader")
        list(APPEND seeds ${FUZZ_LOADER_SEEDS})
      endif()
      add_test(NAME ${exe} COMMAND ${exe} ${options} ${CMAKE_CURRENT_BINARY_DIR}/fuzz-work/${target} ${seeds})
      set_tests_properties(${exe} PROPERTIES LABELS "fuzz;slow"
        ENVIRONMENT "KHARBAGA_PATH=${PROJECT_SOURCE_DIR}/variants")
    endforeach()
    # No link-time optimisation: it gains nothing for the fuzz targets.
    set_target_properties(fuzz_core fuzz_lua fuzz_app fuzz_position fuzz_move fuzz_record fuzz_loader fuzz_rules
      fuzz_sandbox fuzz_engine fuzz_api PROPERTIES INTERPROCEDURAL_OPTIMIZATION OFF INTERPROCEDURAL_OPTIMIZATION_RELEASE OFF)
  endif()
endif()
