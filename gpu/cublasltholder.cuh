#pragma once
// A cuBLASLt descriptor destroyed with its holder, so that a GEMM point that throws leaks none.
// CUDA-only (the GEMM runner, gpu/cudagemm.cu).
#include <cublasLt.h>

namespace rooflab::gpu::cudaimpl {

template <typename Handle, cublasStatus_t (*Destroy)(Handle)> class LtHolder {
public:
    LtHolder() = default;
    ~LtHolder() {
        if (m_h)
            Destroy(m_h);
    }
    LtHolder(const LtHolder&) = delete;
    LtHolder& operator=(const LtHolder&) = delete;
    // For the cublasLt...Create() call that fills it.
    Handle* out() { return &m_h; }
    Handle get() const { return m_h; }

private:
    Handle m_h = nullptr;
};
using OpDesc = LtHolder<cublasLtMatmulDesc_t, cublasLtMatmulDescDestroy>;
using Layout = LtHolder<cublasLtMatrixLayout_t, cublasLtMatrixLayoutDestroy>;
using Preference = LtHolder<cublasLtMatmulPreference_t, cublasLtMatmulPreferenceDestroy>;

} // namespace rooflab::gpu::cudaimpl
