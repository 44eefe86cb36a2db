# wasm.cmake — what the WebAssembly build (KHARBAGA_WASM, lua/web/README.md) has in place of the
# native build's packages, included by the top CMakeLists.txt before the libraries:
#
#   Lua 5.4    compiled here from Debian's source package lua5.4 (the version of the native
#              build's liblua5.4-dev, with Debian's patches and its flags), which
#              lua/web/get-lua-source.sh unpacks; configuring fetches nothing
#   seccomp    none: the module is no process (lua/guard is left out)
#   libedit    none: no terminal (lua/web/platform_session.c in place of lua/session/prompt.c)
#   libqrencode none: no server's address to show (lua/render/qr.c is left out)
#   HTTP       none: the module's entry point calls the API (lua/serve/api.c) directly
if(NOT EMSCRIPTEN)
  message(FATAL_ERROR "KHARBAGA_WASM builds with Emscripten: emcmake cmake -S . -B build-web -DKHARBAGA_WASM=ON")
endif()
set(KHARBAGA_TESTS OFF CACHE BOOL "Build the cmocka test suite" FORCE)

# Lua's source: -DKHARBAGA_LUA_SOURCE=DIR, or what get-lua-source.sh unpacked into
# <build>/lua-source.
if(NOT KHARBAGA_LUA_SOURCE)
  file(GLOB lua_found LIST_DIRECTORIES true ${CMAKE_BINARY_DIR}/lua-source/lua5.4-*)
  foreach(dir ${lua_found})
    if(EXISTS ${dir}/src/lapi.c)
      set(lua_dir ${dir})
    endif()
  endforeach()
  set(KHARBAGA_LUA_SOURCE "${lua_dir}" CACHE PATH "Lua 5.4's source tree (Debian's lua5.4 source package)")
endif()
if(NOT EXISTS "${KHARBAGA_LUA_SOURCE}/src/lapi.c")
  message(FATAL_ERROR "No Lua 5.4 source for the WebAssembly build. Unpack Debian's with\n"
                      "  lua/web/get-lua-source.sh ${CMAKE_BINARY_DIR}/lua-source\n"
                      "and configure again (or give -DKHARBAGA_LUA_SOURCE=DIR).")
endif()
message(STATUS "Lua 5.4 for WebAssembly from ${KHARBAGA_LUA_SOURCE}")

# The library: every file of src/ but the two programs (lua.c, luac.c), with Debian's
# -DLUA_COMPAT_5_3; the warnings are Lua's, not ours.
file(GLOB lua_sources ${KHARBAGA_LUA_SOURCE}/src/*.c)
list(FILTER lua_sources EXCLUDE REGEX "/(lua|luac)\\.c$")
add_library(kharbaga_lua STATIC ${lua_sources})
# Debian's luaconf.h includes the header its debian/rules writes, naming the architecture for the
# directories of C modules (which the sandbox never loads).
file(CONFIGURE OUTPUT ${CMAKE_BINARY_DIR}/lua-include/lua5.4-deb-multiarch.h
     CONTENT "#define DEB_HOST_MULTIARCH \"wasm32-emscripten\"\n")
target_include_directories(kharbaga_lua SYSTEM PUBLIC ${KHARBAGA_LUA_SOURCE}/src ${CMAKE_BINARY_DIR}/lua-include)
target_compile_definitions(kharbaga_lua PRIVATE LUA_COMPAT_5_3)
target_compile_options(kharbaga_lua PRIVATE -w)
# lua/host links PkgConfig::LUA, as in the native build.
add_library(PkgConfig::LUA INTERFACE IMPORTED)
target_link_libraries(PkgConfig::LUA INTERFACE kharbaga_lua)
# lua/render and lua/session link these for the QR codes and the terminal's line editing, whose
# files the module leaves out (lua/web/CMakeLists.txt): nothing to link.
add_library(PkgConfig::QRENCODE INTERFACE IMPORTED)
add_library(PkgConfig::EDIT INTERFACE IMPORTED)
