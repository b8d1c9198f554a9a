# cmake -DPROGRAM=P -DARGUMENTS="a b" -DOUTPUT=F -P write_program_output.cmake
#
# Writes what `P a b` prints into F, at build time: the man page and the
# bash completion script are printed by the built command from its own
# tables. The output goes to F.tmp first and is renamed only when P
# succeeded with nothing on stderr, so a failed run leaves no half file
# for the build to take as up to date or for `cmake --install` to copy.
separate_arguments(arguments UNIX_COMMAND "${ARGUMENTS}")
execute_process(COMMAND "${PROGRAM}" ${arguments}
  OUTPUT_FILE "${OUTPUT}.tmp"
  ERROR_VARIABLE errors
  RESULT_VARIABLE status)
if(NOT status EQUAL 0 OR NOT errors STREQUAL "")
  file(REMOVE "${OUTPUT}.tmp")
  message(FATAL_ERROR "${PROGRAM} ${ARGUMENTS} failed (${status}): ${errors}")
endif()
file(RENAME "${OUTPUT}.tmp" "${OUTPUT}")
