# check/: see ARCHITECTURE.md. Appended to NQCNF_SOURCES by src/CMakeLists.txt.
list(APPEND NQCNF_SOURCES
  ${CMAKE_CURRENT_LIST_DIR}/check.c
  ${CMAKE_CURRENT_LIST_DIR}/draw_svg.c
  ${CMAKE_CURRENT_LIST_DIR}/draw_text.c
  ${CMAKE_CURRENT_LIST_DIR}/implication.c
  ${CMAKE_CURRENT_LIST_DIR}/verify.c
)
