# encode/: see ARCHITECTURE.md. Appended to NQCNF_SOURCES by src/CMakeLists.txt.
list(APPEND NQCNF_SOURCES
  ${CMAKE_CURRENT_LIST_DIR}/amo_bitwise.c
  ${CMAKE_CURRENT_LIST_DIR}/amo_commander.c
  ${CMAKE_CURRENT_LIST_DIR}/amo_ladder.c
  ${CMAKE_CURRENT_LIST_DIR}/amo_pairwise.c
  ${CMAKE_CURRENT_LIST_DIR}/amo_product.c
  ${CMAKE_CURRENT_LIST_DIR}/amo_sequential.c
  ${CMAKE_CURRENT_LIST_DIR}/amo_texts.c
  ${CMAKE_CURRENT_LIST_DIR}/cost.c
  ${CMAKE_CURRENT_LIST_DIR}/diagonal_digits.c
  ${CMAKE_CURRENT_LIST_DIR}/digit_bands.c
  ${CMAKE_CURRENT_LIST_DIR}/encoder_table.c
  ${CMAKE_CURRENT_LIST_DIR}/symmetry_breaking.c
)
