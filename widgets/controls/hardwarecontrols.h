#pragma once
// Hardware and parallelism: the GPU (a database entry or a custom one), how many, ZeRO, tensor,
// pipeline (with interleaving) and sequence parallelism (and its communication overlap), expert parallelism for a
// mixture of experts, and the per-GPU runtime memory (itemised, or one figure set by hand).
#include "core/base/fieldlimits.h"
#include "widgets/controls/controlgroup.h"

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QSpinBox;

namespace rooflab {

class HardwareControls : public ControlGroup {
    Q_OBJECT
public:
    explicit HardwareControls(ControlPanel* panel);
    void retranslate() override;
    void refresh(const Scenario& scenario) override;

private:
    // The constructor's parts, by the controls they build (in the order of the form's rows).
    void addGpuControls();
    void addModelParallelControls();
    void addContextParallelControls();
    void addExpertParallelControls();
    void addRuntimeMemoryControls();
    void onGpuPicked(int index);
    void onGpuActivated(int index);
    QSpinBox* addDegreeSpin(const QString& objectName, int ParallelConfig::*field, FieldLimit limit);

    QComboBox* m_gpuPicker = nullptr;
    LogSlider* m_gpuCount = nullptr;
    QComboBox* m_zero = nullptr;
    QComboBox* m_reshard = nullptr; // parallel.reshard_after_forward, for ZeRO-3 only
    QLabel* m_modelParallelLabel = nullptr;
    QLabel* m_tensorParallelLabel = nullptr;
    QSpinBox* m_tensorParallel = nullptr;
    QLabel* m_pipelineParallelLabel = nullptr;
    QSpinBox* m_pipelineParallel = nullptr;
    QSpinBox* m_virtualStages = nullptr;
    QComboBox* m_schedule = nullptr;  // parallel.pipeline_schedule
    QCheckBox* m_stageEnds = nullptr; // parallel.account_for_embedding/loss_in_pipeline_split
    QCheckBox* m_sequenceParallel = nullptr;
    QCheckBox* m_tpCommOverlap = nullptr; // parallel.tp_comm_overlap (needs sequence parallelism)
    QComboBox* m_tpSavedInputs = nullptr; // parallel.tp_saved_inputs (tp > 1 with sequence parallelism)
    QLabel* m_contextLabel = nullptr;
    QSpinBox* m_contextParallel = nullptr;
    QCheckBox* m_contextBalanced = nullptr; // Megatron's 2 cp chunks per sequence; off: contiguous
    QComboBox* m_contextComm = nullptr;     // parallel.cp_comm_type (Transformer Engine's)
    QComboBox* m_contextRotate = nullptr;   // parallel.cp_rotate_method (torchtitan's, in its place)
    // Shown for an MoE model only: ep, etp (0 reads "= TP") and the routing imbalance.
    QLabel* m_expertLabel = nullptr;
    QLabel* m_expertParallelLabel = nullptr;
    QSpinBox* m_expertParallel = nullptr;
    QLabel* m_expertTensorLabel = nullptr;
    QSpinBox* m_expertTensor = nullptr;
    QCheckBox* m_expertOverlap = nullptr; // parallel.overlap_moe_expert_parallel_comm
    QDoubleSpinBox* m_capacityFactor = nullptr;
    QCheckBox* m_overheadSet = nullptr; // off: the itemised runtime memory (core/memory/runtimememory.h)
    QDoubleSpinBox* m_overhead = nullptr;
    QLabel* m_overheadLabel = nullptr;
};

} // namespace rooflab
