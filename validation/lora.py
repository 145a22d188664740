"""LoRA adapters as Hugging Face peft builds and runs them, for the memory validation.

``apply_lora`` freezes every parameter of a models.py Llama and puts an adapter beside each
targeted projection, as ``peft.get_peft_model(model, LoraConfig(r=..., target_modules=[...]))``
does with its defaults (peft's src/peft/tuners/lora/layer.py, ``Linear.forward``):

* ``lora_A`` (in -> r) and ``lora_B`` (r -> out) are ``nn.Linear`` without bias, created after
  the model's cast, so they stay fp32 (peft's ``autocast_adapter_dtype=True`` upcasts 16-bit
  adapters to fp32); ``lora_dropout=0`` makes the dropout an ``nn.Identity``;
* forward: ``result = base_layer(x)``; ``x`` cast to ``lora_A.weight.dtype`` when it differs;
  ``result = result + lora_B(lora_A(x)) * scaling``; ``result.to(result's dtype)``;
* the embedding output requires grad (``model.enable_input_require_grads()``, which peft's
  ``prepare_model_for_kbit_training`` and gradient checkpointing call), so every layer's
  activations take part in the backward.

Only the operations that create or save tensors matter here; they follow peft.
"""

from __future__ import annotations

import math

import torch
import torch.nn as nn

TARGETS = {"q": "q_proj", "k": "k_proj", "v": "v_proj", "o": "o_proj",
           "gate": "gate_proj", "up": "up_proj", "down": "down_proj"}


class LoraLinear(nn.Module):
    def __init__(self, base_layer: nn.Linear, r: int, alpha: float):
        super().__init__()
        self.base_layer = base_layer
        self.lora_A = nn.Linear(base_layer.in_features, r, bias=False, device=base_layer.weight.device)
        self.lora_B = nn.Linear(r, base_layer.out_features, bias=False, device=base_layer.weight.device)
        nn.init.kaiming_uniform_(self.lora_A.weight, a=math.sqrt(5))
        # peft starts B at zero; a small value keeps every gradient non-zero (same memory).
        nn.init.normal_(self.lora_B.weight, std=1e-3)
        self.scaling = alpha / r

    def forward(self, x):
        result = self.base_layer(x)
        result_dtype = result.dtype
        if x.dtype != self.lora_A.weight.dtype:
            x = x.to(self.lora_A.weight.dtype)
        result = result + self.lora_B(self.lora_A(x)) * self.scaling
        return result.to(result_dtype)


def apply_lora(model: nn.Module, r: int, targets: list[str], alpha: float | None = None) -> int:
    """Freeze the model, add the adapters; returns the number of adapter parameters."""
    if not hasattr(model, "layers"):
        raise ValueError("LoRA validation is written for the llama family (models.LlamaForCausalLM)")
    for p in model.parameters():
        p.requires_grad_(False)
    alpha = alpha if alpha is not None else 2 * r
    count = 0
    for layer in model.layers:
        for parent in (layer.self_attn, layer.mlp):
            for key in targets:
                name = TARGETS[key]
                if hasattr(parent, name):
                    wrapped = LoraLinear(getattr(parent, name), r, alpha)
                    setattr(parent, name, wrapped)
                    count += sum(p.numel() for p in (wrapped.lora_A.weight, wrapped.lora_B.weight))
    model.embed_tokens.register_forward_hook(lambda module, inputs, output: output.requires_grad_(True))
    return count
