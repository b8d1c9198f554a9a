/*
 * status.c - status messages, what was invalid, and the version string.
 *
 * The library reports failures as codes; turning them into words is done
 * here, once, so that every front end says the same thing. A code alone
 * cannot say which of a call's arguments was wrong, so every refusal
 * also leaves a sentence in a buffer of the calling thread's, as errno
 * does: no object is needed to ask (most calls have none), and threads
 * never see each other's.
 */
#include "core/internal.h"

#include <stdarg.h>
#include <stdio.h>

static _Thread_local char message[256];

nqcnf_status nqcnf_invalid(const char *format, ...)
{
    va_list arguments;
    va_start(arguments, format);
    vsnprintf(message, sizeof message, format, arguments);
    va_end(arguments);
    return NQCNF_ERR_INVALID_ARGUMENT;
}

const char *nqcnf_errmsg(void) { return message; }

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
