# cmake/packaging.cmake - release artefacts (cpack).
