# read/: see ARCHITECTURE.md. Appended to NQCNF_SOURCES by src/CMakeLists.txt.
list(APPEND NQCNF_SOURCES
  ${CMAKE_CURRENT_LIST_DIR}/text.c
  ${CMAKE_CURRENT_LIST_DIR}/cnf_reader.c
  ${CMAKE_CURRENT_LIST_DIR}/decoder.c
  ${CMAKE_CURRENT_LIST_DIR}/decode_model.c
  ${CMAKE_CURRENT_LIST_DIR}/decode_dimacs.c
  ${CMAKE_CURRENT_LIST_DIR}/decode_pb.c
  ${CMAKE_CURRENT_LIST_DIR}/decode_z3.c
)
