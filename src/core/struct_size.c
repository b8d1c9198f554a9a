/*
 * struct_size.c - the size field of the structs that grow, and the sink's.
 *
 * nqcnf_options and nqcnf_sink gain fields at their end from version to
 * version, and a program keeps running against newer libraries than the
 * header it was compiled with. The struct_size each carries is what lets
 * the library tell how much of the caller's struct exists; the rules for
 * reading it are written once, here, for both (nqcnf.h, "Structs that
 * grow"). The sink's init and import live here too: the sink has no unit
 * of its own above the generator.
 */
#include "core/internal.h"

#include <stddef.h>
#include <string.h>

nqcnf_status nqcnf_struct_size_check(const char *name, const char *init,
                                     const void *given, size_t size,
                                     size_t first_layout, size_t known_end,
                                     size_t own_size)
{
    if (size < first_layout)
        return nqcnf_invalid("%s->struct_size is %zu: below the first "
                             "layout (%zu bytes); set it with %s()",
                             name, size, first_layout, init);
    if (size <= own_size) return NQCNF_OK;
    /* A newer caller: its fields past ours must hold their defaults, all
     * zero, or it asked for something this library cannot do. */
    const unsigned char *bytes = given;
    for (size_t i = known_end; i < size; i++)
        if (bytes[i] != 0)
            return nqcnf_invalid(
                "a byte past this library's last field of %s is not zero: "
                "the caller's header is newer (struct_size %zu, known %zu)",
                name, size, known_end);
    return NQCNF_OK;
}

void nqcnf_sink_init(nqcnf_sink *sink)
{
    if (sink == NULL) return;
    memset(sink, 0, sizeof *sink);
    sink->struct_size = sizeof *sink;
}

nqcnf_sink nqcnf_sink_make(
    void *context,
    nqcnf_status (*add_clause)(void *, const int32_t *, size_t),
    nqcnf_status (*add_binary_run)(void *, int32_t, int32_t, int32_t,
                                   uint32_t),
    nqcnf_status (*add_cardinality)(void *, const int32_t *, size_t, int),
    nqcnf_status (*note)(void *, const char *))
{
    nqcnf_sink sink;
    nqcnf_sink_init(&sink);
    sink.context = context;
    sink.add_clause = add_clause;
    sink.add_binary_run = add_binary_run;
    sink.add_cardinality = add_cardinality;
    sink.note = note;
    return sink;
}

/* The sink has grown no field since its first layout: struct_size is its
 * last. A field added to nqcnf_sink moves SINK_KNOWN_END and is copied in
 * nqcnf_sink_import() only when the caller's struct_size covers it. */
#define SINK_KNOWN_END (offsetof(nqcnf_sink, struct_size) + sizeof(size_t))

nqcnf_status nqcnf_sink_import(const nqcnf_sink *given, nqcnf_sink *local)
{
    if (given == NULL) return nqcnf_invalid("sink is NULL");
    const nqcnf_status status = nqcnf_struct_size_check(
        "sink", "nqcnf_sink_init", given, given->struct_size,
        NQCNF_SINK_SIZE_1, SINK_KNOWN_END, sizeof *local);
    if (status != NQCNF_OK) return status;
    nqcnf_sink_init(local);
    memcpy(local, given, NQCNF_SINK_SIZE_1);
    local->struct_size = sizeof *local;
    if (local->add_clause == NULL)
        return nqcnf_invalid("sink->add_clause is NULL");
    return NQCNF_OK;
}
