/* deallocation_ops.h - the op list of the MLIR-HLO `deallocation` dialect, as
 * an X-macro: BO_OP(ID, "name").  Include it with BO_OP defined to generate
 * the op ids, the names and the table entries (src/dialects/deallocation.c);
 * passes match and build these ops through the generated names.
 */
BO_OP(DEALLOCATION_FREE, "deallocation.free")
BO_OP(DEALLOCATION_GET_BUFFER, "deallocation.get_buffer")
BO_OP(DEALLOCATION_NULL, "deallocation.null")
BO_OP(DEALLOCATION_OWN, "deallocation.own")
BO_OP(DEALLOCATION_RETAIN, "deallocation.retain")
