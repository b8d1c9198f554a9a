/*
 * status.c - status messages and the version string.
 *
 * The library reports failures only as codes; turning them into words is
 * done here, once, so that every front end says the same thing.
 */
#include "nqcnf.h"

#ifndef NQCNF_VERSION_STRING
#error "NQCNF_VERSION_STRING must come from the build (the project version)"
#endif

const char *nqcnf_strerror(nqcnf_status status)
{
    switch (status) {
    case NQCNF_OK: return "success";
    case NQCNF_ERR_INVALID_ARGUMENT: return "invalid argument";
    case NQCNF_ERR_TOO_LARGE: return "too large";
    case NQCNF_ERR_OUT_OF_MEMORY: return "out of memory";
    case NQCNF_ERR_IO: return "input/output error";
    case NQCNF_ERR_STOPPED: return "stopped by the caller";
    case NQCNF_ERR_INTERNAL: return "internal error";
    }
    return "unknown status";
}

const char *nqcnf_version(void) { return NQCNF_VERSION_STRING; }
