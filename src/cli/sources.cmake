# cli/: the nqueens-cnf command, on the public API only.
set(NQCNF_CLI_SOURCES
  ${CMAKE_CURRENT_LIST_DIR}/board_size.c
  ${CMAKE_CURRENT_LIST_DIR}/cmd_check.c
  ${CMAKE_CURRENT_LIST_DIR}/cmd_decode.c
  ${CMAKE_CURRENT_LIST_DIR}/cmd_explain.c
  ${CMAKE_CURRENT_LIST_DIR}/cmd_generate.c
  ${CMAKE_CURRENT_LIST_DIR}/cmd_solve.c
  ${CMAKE_CURRENT_LIST_DIR}/command_line.c
  ${CMAKE_CURRENT_LIST_DIR}/generator_options.c
  ${CMAKE_CURRENT_LIST_DIR}/help.c
  ${CMAKE_CURRENT_LIST_DIR}/main.c
  ${CMAKE_CURRENT_LIST_DIR}/meaning_text.c
  ${CMAKE_CURRENT_LIST_DIR}/messages.c
  ${CMAKE_CURRENT_LIST_DIR}/output_file.c
  ${CMAKE_CURRENT_LIST_DIR}/table_names.c
)
