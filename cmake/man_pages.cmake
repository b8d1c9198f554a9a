# cmake/man_pages.cmake - included by the top-level CMakeLists.txt after
# the command's target.
#
# The man page and the bash completion script are printed by the built
# command from its tables of commands and options (`help --man`,
# `completion bash`), so neither can fall behind the parser. A command
# built for another machine cannot run here: the man page then comes from
# its copy in docs/ (the same text; test_docs holds the program to it),
# with the version rewritten, and no completion script is installed.
set(NQCNF_MAN_PAGE_FILE "${CMAKE_CURRENT_BINARY_DIR}/nqueens-cnf.1")
set(NQCNF_COMPLETION_FILE "${CMAKE_CURRENT_BINARY_DIR}/nqueens-cnf.bash")
if(CMAKE_CROSSCOMPILING)
  set_property(DIRECTORY APPEND PROPERTY CMAKE_CONFIGURE_DEPENDS docs/nqueens-cnf.1)
  file(READ docs/nqueens-cnf.1 NQCNF_MAN_PAGE)
  string(REGEX REPLACE "\"nqueens-cnf [0-9][0-9.]*\"" "\"nqueens-cnf ${PROJECT_VERSION}\""
    NQCNF_MAN_PAGE "${NQCNF_MAN_PAGE}")
  file(WRITE "${NQCNF_MAN_PAGE_FILE}" "${NQCNF_MAN_PAGE}")
else()
  function(nqcnf_program_output output arguments)
    add_custom_command(OUTPUT "${output}"
      COMMAND ${CMAKE_COMMAND} -DPROGRAM=$<TARGET_FILE:nqueens-cnf>
              "-DARGUMENTS=${arguments}" "-DOUTPUT=${output}"
              -P ${PROJECT_SOURCE_DIR}/cmake/write_program_output.cmake
      DEPENDS nqueens-cnf cmake/write_program_output.cmake
      COMMENT "Writing ${output} (nqueens-cnf ${arguments})"
      VERBATIM)
  endfunction()
  nqcnf_program_output("${NQCNF_MAN_PAGE_FILE}" "help --man")
  nqcnf_program_output("${NQCNF_COMPLETION_FILE}" "completion bash")
  add_custom_target(nqcnf_generated_docs ALL
    DEPENDS "${NQCNF_MAN_PAGE_FILE}" "${NQCNF_COMPLETION_FILE}")
  # Where Debian's bash-completion loads it from on demand; under
  # /usr/local it is found through XDG_DATA_DIRS (/usr/local/share first).
  install(FILES "${NQCNF_COMPLETION_FILE}"
    DESTINATION ${CMAKE_INSTALL_DATADIR}/bash-completion/completions
    RENAME nqueens-cnf)
endif()
install(FILES "${NQCNF_MAN_PAGE_FILE}" DESTINATION ${CMAKE_INSTALL_MANDIR}/man1)
