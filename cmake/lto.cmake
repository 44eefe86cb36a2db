# Link-time optimisation, which lets perft and search inline the move generator across files:
# for the program and the benchmark programs only (docs/testing.md, "The edit loop"), so that a
# change to one core file relinks the test programs without it.
#
# With gcc the libraries' objects are "fat" (-ffat-lto-objects): they hold both gcc's
# intermediate code, which the link of a program marked by kharbaga_lto() optimises as a whole,
# and ordinary machine code, which every other program links as it is (-fno-lto). A compiler
# without fat objects (clang before 18) keeps the former way: every program of a Release build
# linked with link-time optimisation. Never with a sanitizer.
include(CheckIPOSupported)
check_ipo_supported(RESULT ipo_ok OUTPUT ipo_output LANGUAGES C)
set(KHARBAGA_LTO_FAT OFF)
if(ipo_ok AND NOT KHARBAGA_SANITIZE AND NOT KHARBAGA_TSAN)
  if(CMAKE_C_COMPILER_ID STREQUAL "GNU")
    set(KHARBAGA_LTO_FAT ON)
  else()
    set(CMAKE_INTERPROCEDURAL_OPTIMIZATION_RELEASE ON)
  endif()
endif()

# Every other program links the machine code of the fat objects as it is: without -fno-lto, gcc's
# linker plugin would find their intermediate code and optimise the whole program all the same.
if(KHARBAGA_LTO_FAT)
  add_link_options(
    "$<$<AND:$<CONFIG:Release>,$<NOT:$<BOOL:$<TARGET_PROPERTY:INTERPROCEDURAL_OPTIMIZATION_RELEASE>>>>:-fno-lto>")
endif()

# kharbaga_lto(TARGET...): in a Release build, a program is linked with link-time optimisation, a
# static library's objects are made fat for it. A target that does not exist is passed over (the
# benchmarks without KHARBAGA_TESTS, the guard in the WebAssembly build).
function(kharbaga_lto)
  if(NOT KHARBAGA_LTO_FAT)
    return()
  endif()
  foreach(target ${ARGN})
    if(NOT TARGET ${target})
      continue()
    endif()
    get_target_property(type ${target} TYPE)
    if(type STREQUAL "EXECUTABLE")
      set_property(TARGET ${target} PROPERTY INTERPROCEDURAL_OPTIMIZATION_RELEASE ON)
    else()
      target_compile_options(${target} PRIVATE $<$<CONFIG:Release>:-flto=auto -ffat-lto-objects>)
    endif()
  endforeach()
endfunction()
