# fuzz/replay.cmake - every fuzz target as a plain test of the normal build.
#
# Included from tests/CMakeLists.txt. Each target of fuzz/ is compiled
# here with whatever compiler builds the project, linked with
# replay_main.c instead of libFuzzer, and run by ctest over its whole
# corpus fuzz/corpus/<target>/ (label quick): the corpus, seeds and every
# input a fuzzing run found worth keeping, becomes a regression suite
# that needs neither clang nor time to fuzz. The libFuzzer build itself
# stays in fuzz/CMakeLists.txt (NQCNF_FUZZ, fuzz/run.sh); names here end
# in _replay so that both can live in one build tree.
set(_nqcnf_fuzz_dir "${PROJECT_SOURCE_DIR}/fuzz")

# The command's sources with main renamed, for the targets that run it
# in-process (its own warnings apply, but the renamed main has no
# prototype, as main needs none).
add_library(nqcnf_replay_cli OBJECT ${NQCNF_CLI_SOURCES})
target_include_directories(nqcnf_replay_cli PUBLIC "${PROJECT_SOURCE_DIR}/src/cli")
target_compile_definitions(nqcnf_replay_cli PRIVATE main=nqueens_cnf_main)
target_link_libraries(nqcnf_replay_cli PUBLIC nqcnf_compress nqcnf::nqcnf)
set_target_properties(nqcnf_replay_cli PROPERTIES C_EXTENSIONS OFF)
nqcnf_set_warnings(nqcnf_replay_cli)
if(CMAKE_C_COMPILER_ID MATCHES "GNU|Clang")
  target_compile_options(nqcnf_replay_cli PRIVATE -Wno-missing-prototypes)
endif()

# Scratch directory the replays run in: a fuzzed command line names
# files relative to it, never inside the source tree.
set(_nqcnf_replay_work "${CMAKE_CURRENT_BINARY_DIR}/fuzz-replay")
file(MAKE_DIRECTORY "${_nqcnf_replay_work}")

function(nqcnf_add_fuzz_replay name)
  cmake_parse_arguments(F "CLI" "" "" ${ARGN})
  add_executable(${name}_replay ${_nqcnf_fuzz_dir}/${name}.c
                 ${_nqcnf_fuzz_dir}/replay_main.c)
  set_target_properties(${name}_replay PROPERTIES C_EXTENSIONS OFF)
  if(F_CLI)
    target_link_libraries(${name}_replay PRIVATE nqcnf_replay_cli)
  else()
    target_link_libraries(${name}_replay PRIVATE nqcnf::nqcnf)
  endif()
  nqcnf_set_warnings(${name}_replay)
  add_test(NAME ${name}_replay
    COMMAND ${name}_replay ${_nqcnf_fuzz_dir}/corpus/${name}
    WORKING_DIRECTORY "${_nqcnf_replay_work}")
  # A request for petabytes must come back as NULL, not abort the
  # sanitizer build (as for the unit tests).
  set_tests_properties(${name}_replay PROPERTIES LABELS quick
    ENVIRONMENT "ASAN_OPTIONS=allocator_may_return_null=1")
endfunction()

nqcnf_add_fuzz_replay(fuzz_decoder)
nqcnf_add_fuzz_replay(fuzz_cnf_reader)
nqcnf_add_fuzz_replay(fuzz_smt2_reader)
nqcnf_add_fuzz_replay(fuzz_command_line CLI)
nqcnf_add_fuzz_replay(fuzz_square_option CLI)
