# cmake/man_pages.cmake - included by the top-level CMakeLists.txt after
# the command's target.
#
# The man pages and the bash completion script are printed by the built
# command from its tables of commands and options (`help --man`,
# `help --man COMMAND`, `completion bash`), so none can fall behind the
# parser. Which pages there are is read from their copies in docs/man/
# (nqueens-cnf.1, the overview, and nqueens-cnf-COMMAND.1 per command):
# test_docs holds that folder to the command's table, so a new command
# fails the tests until its page is added there, and the list is not
# written a second time here. A command built for another machine cannot
# run here: the pages then are those copies, with the version rewritten,
# and no completion script is installed.
file(GLOB NQCNF_MAN_PAGE_SOURCES CONFIGURE_DEPENDS
  "${PROJECT_SOURCE_DIR}/docs/man/nqueens-cnf*.1")
set(NQCNF_MAN_DIR "${CMAKE_CURRENT_BINARY_DIR}/man")
set(NQCNF_COMPLETION_FILE "${CMAKE_CURRENT_BINARY_DIR}/nqueens-cnf.bash")
set(NQCNF_MAN_PAGE_FILES)
foreach(source IN LISTS NQCNF_MAN_PAGE_SOURCES)
  get_filename_component(page "${source}" NAME)
  list(APPEND NQCNF_MAN_PAGE_FILES "${NQCNF_MAN_DIR}/${page}")
endforeach()
if(CMAKE_CROSSCOMPILING)
  foreach(source IN LISTS NQCNF_MAN_PAGE_SOURCES)
    get_filename_component(page "${source}" NAME)
    file(READ "${source}" text)
    string(REGEX REPLACE "\"nqueens-cnf [0-9][0-9.]*\""
      "\"nqueens-cnf ${PROJECT_VERSION}\"" text "${text}")
    file(WRITE "${NQCNF_MAN_DIR}/${page}" "${text}")
  endforeach()
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
  file(MAKE_DIRECTORY "${NQCNF_MAN_DIR}")
  foreach(source IN LISTS NQCNF_MAN_PAGE_SOURCES)
    get_filename_component(page "${source}" NAME_WE)
    # nqueens-cnf-check.1 is `help --man check`; nqueens-cnf.1 `help --man`.
    string(REGEX REPLACE "^nqueens-cnf-?" "" command "${page}")
    string(STRIP "help --man ${command}" arguments)
    nqcnf_program_output("${NQCNF_MAN_DIR}/${page}.1" "${arguments}")
  endforeach()
  nqcnf_program_output("${NQCNF_COMPLETION_FILE}" "completion bash")
  add_custom_target(nqcnf_generated_docs ALL
    DEPENDS ${NQCNF_MAN_PAGE_FILES} "${NQCNF_COMPLETION_FILE}")
  # Where Debian's bash-completion loads it from on demand; under
  # /usr/local it is found through XDG_DATA_DIRS (/usr/local/share first).
  install(FILES "${NQCNF_COMPLETION_FILE}"
    DESTINATION ${CMAKE_INSTALL_DATADIR}/bash-completion/completions
    RENAME nqueens-cnf)
endif()
install(FILES ${NQCNF_MAN_PAGE_FILES} DESTINATION ${CMAKE_INSTALL_MANDIR}/man1)
