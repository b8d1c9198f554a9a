# generate/: see ARCHITECTURE.md. Appended to NQCNF_SOURCES by src/CMakeLists.txt.
list(APPEND NQCNF_SOURCES
  ${CMAKE_CURRENT_LIST_DIR}/clause_list.c
  ${CMAKE_CURRENT_LIST_DIR}/generator.c
  ${CMAKE_CURRENT_LIST_DIR}/sizes.c
)
