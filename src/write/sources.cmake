# write/: see ARCHITECTURE.md. Appended to NQCNF_SOURCES by src/CMakeLists.txt.
list(APPEND NQCNF_SOURCES
  ${CMAKE_CURRENT_LIST_DIR}/dimacs.c
  ${CMAKE_CURRENT_LIST_DIR}/format_table.c
  ${CMAKE_CURRENT_LIST_DIR}/format_writer.c
  ${CMAKE_CURRENT_LIST_DIR}/opb.c
  ${CMAKE_CURRENT_LIST_DIR}/output_buffer.c
  ${CMAKE_CURRENT_LIST_DIR}/smt2.c
)
