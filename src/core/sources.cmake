# core/: see ARCHITECTURE.md. Appended to NQCNF_SOURCES by src/CMakeLists.txt.
list(APPEND NQCNF_SOURCES
  ${CMAKE_CURRENT_LIST_DIR}/allocation.c
  ${CMAKE_CURRENT_LIST_DIR}/board.c
  ${CMAKE_CURRENT_LIST_DIR}/lines.c
  ${CMAKE_CURRENT_LIST_DIR}/options.c
  ${CMAKE_CURRENT_LIST_DIR}/status.c
  ${CMAKE_CURRENT_LIST_DIR}/struct_size.c
)
