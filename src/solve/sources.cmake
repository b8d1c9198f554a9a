# solve/: see ARCHITECTURE.md. Appended to NQCNF_SOURCES by src/CMakeLists.txt.
list(APPEND NQCNF_SOURCES
  ${CMAKE_CURRENT_LIST_DIR}/backend_cadical.c
  ${CMAKE_CURRENT_LIST_DIR}/backend_picosat.c
  ${CMAKE_CURRENT_LIST_DIR}/backends.c
  ${CMAKE_CURRENT_LIST_DIR}/completion.c
  ${CMAKE_CURRENT_LIST_DIR}/count.c
  ${CMAKE_CURRENT_LIST_DIR}/solve.c
  ${CMAKE_CURRENT_LIST_DIR}/solver.c
)
