/* onnx_ops.h - the ONNX dialect's op list (the subset bufopt knows: the
 * sequence ops and the two helpers their operands come from).
 *
 * One line per op: BO_OP(ID, "name").  Includers define BO_OP to generate
 * what they need (an enum of ids, a name table, table entries), so an op name
 * is spelled here and nowhere else.
 */
BO_OP(ONNX_NO_VALUE, "onnx.NoValue")
BO_OP(ONNX_CONSTANT, "onnx.Constant")
BO_OP(ONNX_SEQUENCE_EMPTY, "onnx.SequenceEmpty")
BO_OP(ONNX_SEQUENCE_CONSTRUCT, "onnx.SequenceConstruct")
BO_OP(ONNX_SEQUENCE_INSERT, "onnx.SequenceInsert")
BO_OP(ONNX_SEQUENCE_ERASE, "onnx.SequenceErase")
BO_OP(ONNX_SEQUENCE_AT, "onnx.SequenceAt")
BO_OP(ONNX_SEQUENCE_LENGTH, "onnx.SequenceLength")
BO_OP(ONNX_SPLIT_TO_SEQUENCE, "onnx.SplitToSequence")
BO_OP(ONNX_CONCAT_FROM_SEQUENCE, "onnx.ConcatFromSequence")
